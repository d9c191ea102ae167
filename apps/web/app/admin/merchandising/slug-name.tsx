import { PictureName } from '../kit/list/list-edit-page';

/** A brand's or a category's row header: its picture, its name and the path of its store page. */
export function SlugName({ src, name, slug }: { src: string; name: string; slug: string }) {
  return (
    <PictureName src={src} size={32} name={name}>
      <span className="block text-xs font-normal text-gray-600">/{slug}</span>
    </PictureName>
  );
}
