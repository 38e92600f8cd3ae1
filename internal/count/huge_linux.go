package count

import (
	"syscall"
	"unsafe"
)

// hugeBytes is the size from which an array asks for huge pages.
const hugeBytes = 64 << 10

// hugePage is the size of a transparent huge page on x86-64 and arm64
// Linux with 4 KB pages: the kernel backs an advised range with huge
// pages only where it holds a whole one, aligned to its size.
const hugePage = 2 << 20

// adviseHuge asks Linux to back s, an array of a table or of the memo,
// with transparent huge pages: the probes and adds land anywhere in it,
// so with small pages most of them miss the TLB as well as the caches,
// and each small page is a fault of its own when first touched, dear in
// a virtual machine, where a huge page is one fault. The advice covers
// the huge pages s overlaps, not only those inside it: the Go heap lays
// the memo's arrays, of any size from a few pages, beside one another,
// so that advising whole huge pages gives most of the memo huge pages
// (a fifth of the faults of advising arrays of 4 MB and more alone, on
// 6 x 20 closed), while the memory around an array is the Go heap's
// own, whose page size is all the advice changes. It is advice; a
// kernel that does not take it (huge pages off, or none free) changes
// nothing but the speed, and a range that is partly not mapped is
// advised where it is. s must be freshly made, all zero, and not yet
// filled: the pages of its length are touched by writing a zero to
// each.
func adviseHuge[E any](s []E) {
	var e E
	size := int(unsafe.Sizeof(e)) * cap(s)
	if size == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), size)
	if size >= hugeBytes {
		start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
		from := start &^ (hugePage - 1)
		to := (start + uintptr(size) + hugePage - 1) &^ (hugePage - 1)
		// The raw call: syscall.Madvise takes a slice, and the huge
		// pages around s are no slice of ours.
		_, _, _ = syscall.Syscall(syscall.SYS_MADVISE, from, to-from, syscall.MADV_HUGEPAGE)
	}
	// The first touch of a page is a write, whatever the array's size:
	// a read first maps the kernel's shared zero page, and the write
	// after it must copy it and flush every core's TLB (dear in a
	// virtual machine), where a write first is one fault. A page the
	// array shares with what lies before it is mapped already.
	// Only up to s's length: the capacity past it may never be used, and
	// is left to fault in if it is.
	page := uintptr(syscall.Getpagesize())
	skip := (page - uintptr(unsafe.Pointer(unsafe.SliceData(b)))%page) % page
	used := int(unsafe.Sizeof(e)) * len(s)
	for i := int(skip); i < used; i += int(page) {
		b[i] = 0
	}
}
