export { AlertDialog, type AlertDialogProps } from './alert-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConfirmButton, type ConfirmButtonProps } from './confirm-button';
export { PanelDialog, type PanelDialogProps } from './panel-dialog';
