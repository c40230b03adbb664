// Package serial is a stand-in for go.bug.st/serial (the Modbus slave sample's only third-party module), with the
// declarations the sample uses and the upstream package's signatures, so that the sample is vetted and built offline
// and runs in Modbus TCP mode. Open always fails: the sample check has no serial port.
package serial

import (
	"errors"
	"time"
)

type Parity int

const (
	NoParity Parity = iota
	OddParity
	EvenParity
	MarkParity
	SpaceParity
)

type StopBits int

const (
	OneStopBit StopBits = iota
	OnePointFiveStopBits
	TwoStopBits
)

type Mode struct {
	BaudRate int
	DataBits int
	Parity   Parity
	StopBits StopBits
}

type Port interface {
	SetMode(mode *Mode) error
	Read(p []byte) (n int, err error)
	Write(p []byte) (n int, err error)
	ResetInputBuffer() error
	ResetOutputBuffer() error
	SetReadTimeout(t time.Duration) error
	Close() error
}

func Open(portName string, mode *Mode) (Port, error) {
	return nil, errors.New("serial: no serial port in the sample check (" + portName + ")")
}
