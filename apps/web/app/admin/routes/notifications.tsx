import { NotificationsPage } from '../admin.public';
import { useStaffSession } from './signed-in-layout';

export const meta = () => [{ title: 'Notifications · Shringar console' }];

export default function Notifications() {
  return <NotificationsPage session={useStaffSession()} />;
}
