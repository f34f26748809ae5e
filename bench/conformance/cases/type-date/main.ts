type MyDate = Date;

export interface MyObject {
    date: Date;
    dateAlias: MyDate;
}
