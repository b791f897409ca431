import { compileConditionsWith } from '../../../src/engine/forms/matchesSchema.ts';
import { conditionCompiler } from '../../../src/engine/validation/compileAtRunTime.ts';

compileConditionsWith(conditionCompiler());
