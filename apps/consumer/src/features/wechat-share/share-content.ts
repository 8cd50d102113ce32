/** What a share shows: WeChat's card (title, description, thumbnail) or the system share sheet's text. */
export interface ShareContent {
  title: string;
  description: string;
  /** Absolute URL of the shared page. */
  link: string;
  /** Absolute URL of the thumbnail (WeChat needs a JPEG or PNG, at least 300 × 300 px looks sharp). */
  imageUrl: string;
}
