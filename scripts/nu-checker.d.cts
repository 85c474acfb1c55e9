export type NuMessage = { type: string; url: string; message: string; lastLine?: number; firstColumn?: number }
export declare function nuErrors(files: string[]): NuMessage[]
