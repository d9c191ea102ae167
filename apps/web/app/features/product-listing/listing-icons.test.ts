import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './listing-icons';

describeSameAsLucide('listing icons', icons);
