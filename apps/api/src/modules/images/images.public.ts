/**
 * What the images module offers the rest of the API: resolving uploaded image ids to their URLs and srcsets.
 * The rule that turns one URL into its sizes is in contracts (responsive-image.ts), for the web too.
 */
export { imagesById } from './images.service.ts';
