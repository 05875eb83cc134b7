// Types of the generated validators (validators.mjs): one ajv validate function per published schema.
import type { ValidateFunction } from 'ajv';
export declare const config: ValidateFunction;
export declare const proposals: ValidateFunction;
export declare const report: ValidateFunction;
export declare const scan: ValidateFunction;
