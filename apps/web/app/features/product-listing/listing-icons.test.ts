import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './listing-icons';
import * as refresh from './refresh-icon';

describeSameAsLucide('listing icons', { ...icons, ...refresh });
