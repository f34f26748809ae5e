type MyURL = URL;

export interface MyObject {
    url: URL;
    urlAlias: MyURL;
}
