import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './product-icons';
import * as pincodeIcons from './pincode-icons';

describeSameAsLucide('product icons', icons);
describeSameAsLucide('pincode icons', pincodeIcons);
