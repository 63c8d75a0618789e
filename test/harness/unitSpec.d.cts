export declare const WHOLE_SUITE: readonly string[];
export declare function namesSpecs(args: readonly string[], exists?: (path: string) => boolean): boolean;
export declare function unitSpec(args: readonly string[], exists?: (path: string) => boolean): string[];
