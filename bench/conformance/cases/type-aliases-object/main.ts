export interface MyObject {
    number: number;
    string: string;
}

export type MyAlias = MyObject;
