/** The app's icon as a 300 × 300 PNG (public/share-icon.png): the product's share image and the hero of #/share. */
export const PRODUCT_IMAGE_PATH = `${import.meta.env.BASE_URL}share-icon.png`;
