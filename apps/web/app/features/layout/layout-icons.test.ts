import { describeSameAsLucide } from '~/ui/same-as-lucide';
import * as icons from './layout-icons';

describeSameAsLucide('layout icons', icons);
