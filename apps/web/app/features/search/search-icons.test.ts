import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './search-icons';

describeSameAsLucide('search icons', icons);
