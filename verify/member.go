package verify

import (
	"context"
	"errors"
)

// MemberError is a refusal of one member of a document: Member is the
// path of its keys from the document's top, dot-separated ("count",
// "evidence.certificate"), so that a reader of the document's text can
// say where it is (line and column). It prints as the refusal itself.
type MemberError struct {
	Member string
	Err    error
}

func (e *MemberError) Error() string { return e.Err.Error() }

func (e *MemberError) Unwrap() error { return e.Err }

// atMember marks err as a refusal of member; a refusal already marked
// inside it (a member of a nested document) gets member's path before
// its own. The checker's budget and ctx's end are about no member.
func atMember(member string, err error) error {
	if err == nil || member == "" || errors.Is(err, ErrTooLarge) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return err
	}
	var me *MemberError
	if errors.As(err, &me) {
		me.Member = member + "." + me.Member
		return err
	}
	return &MemberError{Member: member, Err: err}
}
