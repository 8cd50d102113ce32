/** A WeChat Pay API answer before it is signed: the HTTP status and the JSON body (none for 204). */
export interface PayAnswer {
  status: number;
  body?: Record<string, unknown>;
}

/** An error answer `{code, message}` as WeChat Pay writes them (e.g. 400 PARAM_ERROR, 404 ORDER_NOT_EXIST). */
export function payError(status: number, code: string, message: string, detail?: Record<string, unknown>): PayAnswer {
  return { status, body: { code, message, ...(detail ? { detail } : {}) } };
}
