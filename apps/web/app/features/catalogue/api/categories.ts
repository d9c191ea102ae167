import { useFrameData } from '~/lib/frame-data';

/** Every category, in display order (the header menu, the home strip, the search filters), from the frame's loader. */
export const useCategories = () => useFrameData().categories;
