import { NotificationsPage } from '~/features/console/console.public';
import { useStaffSession } from './console-layout';

export const meta = () => [{ title: 'Notifications · Shringar console' }];

export default function Notifications() {
  return <NotificationsPage session={useStaffSession()} />;
}
