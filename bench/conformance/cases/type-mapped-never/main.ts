export type MyObject = { [K in never]: never };
