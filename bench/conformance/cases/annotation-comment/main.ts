/**
 * @comment Top level comment
 */
export interface MyObject {
    /**
     * @comment Property comment
     */
    nested: MyNestedObject;
}

/**
 * @comment Nested object comment
 */
export interface MyNestedObject {}
