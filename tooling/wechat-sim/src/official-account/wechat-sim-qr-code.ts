/** An official-account QR code made through cgi-bin/qrcode/create. */
export interface WechatSimQrCode {
  ticket: string;
  /** The code's content, 'http://weixin.qq.com/q/…'. */
  url: string;
  actionName: 'QR_SCENE' | 'QR_STR_SCENE' | 'QR_LIMIT_SCENE' | 'QR_LIMIT_STR_SCENE';
  /** scene_str of the STR kinds, scene_id (as a string) of the others. */
  scene: string;
  /** Seconds for temporary codes, null for permanent ones. */
  expireSeconds: number | null;
  /** ms */
  createdAt: number;
}
