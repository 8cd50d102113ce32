export { locate, LOCATE_OPTIONS, type LocatedPosition, type LocateOptions } from './locate';
export { LocateError, type LocateErrorCode } from './locate-error';
