module go.bug.st/serial

go 1.19
