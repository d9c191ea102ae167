import { UserRound } from 'lucide-react';
import { useMessages } from '~/lib/i18n/i18n';
import { messages } from './messages';

/** The shopper's picture, or their initials (a person icon when there is no name yet). */
export function ProfileAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const t = useMessages(messages);
  const box = 'h-24 w-24 text-3xl';
  if (imageUrl)
    return (
      <img
        src={imageUrl}
        alt={name ? t.avatarOf(name) : t.yourAvatar}
        width={96}
        height={96}
        className={`${box} shrink-0 rounded-full border border-gray-200 object-cover`}
      />
    );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {initials || <UserRound className="h-10 w-10" />}
    </span>
  );
}
