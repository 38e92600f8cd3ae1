//go:build !linux

package count

// adviseHuge does nothing where the system has no madvise of huge pages.
func adviseHuge[E any]([]E) {}
