import { ConsoleHome } from '~/features/console/console.public';
import { useStaffSession } from './console-layout';

export const meta = () => [{ title: 'Overview · Shringar console' }];

export default function Overview() {
  return <ConsoleHome session={useStaffSession()} />;
}
