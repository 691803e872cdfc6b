// the types of eslint-import-direction.js, for its test
import type { Rule } from 'eslint';

declare const plugin: { rules: { 'import-direction': Rule.RuleModule } };
export default plugin;
