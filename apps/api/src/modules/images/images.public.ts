/**
 * What the images module offers the rest of the API: resolving uploaded image ids to their URLs and srcsets,
 * and the alt text of catalogue photos.
 * The rule that turns one URL into its sizes is in contracts (responsive-image.ts), for the web too.
 */
export { imageAlts, imagesById, saveImageAlts } from './images.service.ts';
