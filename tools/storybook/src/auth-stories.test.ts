import { describeChecks } from './describe-checks';

describeChecks('auth');
