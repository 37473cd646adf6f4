/** Local URL for an uploaded image file name (the route generates a deterministic PNG). */
export function imageUrl(file: string): string {
  return `/shop/wp-content/uploads/${encodeURIComponent(file)}.png`;
}

export const PLACEHOLDER_IMAGE = 'woocommerce-placeholder';
export const IMAGE_SIZE = 600;
