type MyRegExp = RegExp;

export interface MyObject {
    regexp: RegExp;
    regexpAlias: MyRegExp;
}
