// Package enum names the values of the small enumerations of knight's
// packages (methods, encodings, statuses, rules) by a table of names, so
// that every such type prints the same way.
package enum

import "fmt"

// Name is names[v], or "typ(v)" for a v the table does not name.
func Name[T ~int8 | ~uint8](names []string, v T, typ string) string {
	if i := int(v); i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%s(%d)", typ, int(v))
}
