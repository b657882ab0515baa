import { describeChecks } from './describe-checks';

describeChecks('ui');
