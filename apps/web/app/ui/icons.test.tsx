import * as icons from './icons';
import { describeSameAsLucide } from './same-as-lucide';

describeSameAsLucide('static icons', icons);
