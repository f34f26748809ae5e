export type MyType = {
    a: undefined;
    b: null;
    c: undefined | string;
};
