export { TextField, type TextFieldProps } from './text-field';
export { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field';
