// Package streamhook lets the tests of other packages have notation read a
// short input as it reads a long one: by its streaming readers, which
// read one tour and hold only its path. The tests of a grader that reads
// long inputs its own way compare it so with the readers on small boards.
package streamhook

// Above is an input length above which notation's readers stream, beside
// their own (4 MiB): lowered only by tests, and restored.
var Above int64 = 1 << 62
