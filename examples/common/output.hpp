// Making sure a program's output reached its destination: a full disk, a closed pipe or /dev/full must
// not pass for success.
#pragma once

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <ostream>
#include <string>

namespace common {

/// Makes a write to a pipe whose reader went away (`congo uci | head`) fail with EPIPE, to be reported
/// as "error: cannot write the output: Broken pipe" with status 2 like any failed write, instead of
/// killing the program with SIGPIPE. Every program that checks its output calls it first. (Child
/// processes start with the default again: see ChildProcess.)
inline void ignore_broken_pipe() {
#ifdef SIGPIPE
    std::signal(SIGPIPE, SIG_IGN);
#endif
}

/// Flushes standard output (both the C++ stream and C's stdout) and tells whether everything written so
/// far reached it.
inline bool flush_stdout() {
    std::cout.flush();
    const bool stdio_ok = std::fflush(stdout) == 0 && !std::ferror(stdout);
    return stdio_ok && static_cast<bool>(std::cout);
}

/// The reason of the last failed write, e.g. "No space left on device".
inline std::string write_error_reason() {
    return errno != 0 ? std::string(std::strerror(errno)) : std::string("write error");
}

/// Prints "error: cannot write <what>: <reason>" on stderr; returns the exit status for it, 2.
inline int report_write_error(const std::string& what) {
    std::cerr << "error: cannot write " << what << ": " << write_error_reason() << '\n';
    return 2;
}

namespace detail {
/// Whether a failed write to standard output was reported already (once is enough).
inline bool output_failure_reported = false;
}  // namespace detail

/// Reports that standard output could not be written, once however often it is noticed; returns 2.
inline int report_output_error() {
    if (!detail::output_failure_reported) report_write_error("the output");
    detail::output_failure_reported = true;
    return 2;
}

/// The exit status of a program that is done: `status` when standard output took everything, else a
/// report on stderr (unless one was made) and 2. Every program returns through this.
inline int finish(int status) {
    // errno is left as the failed write set it: it names the reason.
    if (!flush_stdout()) return report_output_error();
    return status;
}

/// Writes `line` and a newline to standard output and flushes it: for progress that someone may be
/// waiting for (perft depths, search iterations). False when the write failed.
inline bool print_progress(const std::string& line) {
    std::cout << line << '\n';
    return flush_stdout();
}

/// Flushes `out` (a file) and tells whether everything written to it so far reached it.
inline bool flush_file(std::ostream& out) {
    out.flush();
    return static_cast<bool>(out);
}

}  // namespace common
