import { describeChecks } from './describe-checks';

describeChecks('invest');
