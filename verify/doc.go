// Package verify checks tours, paths and certificates against a board,
// independently of how they were produced.
package verify
