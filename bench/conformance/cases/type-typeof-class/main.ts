class MyClass {
    myValue: number;
}

export type MyObject = {
    classType: typeof MyClass;
};
