import { describeAxeSweep, useSite } from './support';

describeAxeSweep(useSite(), 'en');
