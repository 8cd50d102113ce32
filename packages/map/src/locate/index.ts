export { locate, LOCATE_OPTIONS, type LocateOptions } from './locate';
export { LocateError, type LocateErrorCode } from './locate-error';
