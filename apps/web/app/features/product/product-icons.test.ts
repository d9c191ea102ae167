import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './product-icons';

describeSameAsLucide('product icons', icons);
