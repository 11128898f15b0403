// A program started as a child process with pipes to its standard input and output, read line by line
// with deadlines: how a match runner talks to engines (POSIX: posix_spawn, poll, waitpid).
#pragma once

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "orphans.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace common {

/// Splits a command line into words as a shell would for a simple command: words are separated by
/// blanks; 'single quotes' keep everything literally, "double quotes" keep blanks and take a backslash
/// before a double quote or a backslash as an escape, and outside quotes a backslash makes the next
/// character literal. No variables, globs or redirections. An unterminated quote or a trailing
/// backslash is an error (nothing returned).
[[nodiscard]] inline std::optional<std::vector<std::string>> split_command(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (in_word) words.push_back(std::move(word));
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\'') {
            const std::size_t end = text.find('\'', i + 1);
            if (end == std::string_view::npos) return std::nullopt;
            word.append(text.substr(i + 1, end - i - 1));
            i = end;
        } else if (c == '"') {
            for (++i;; ++i) {
                if (i >= text.size()) return std::nullopt;
                if (text[i] == '"') break;
                if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) ++i;
                word += text[i];
            }
        } else if (c == '\\') {
            if (++i >= text.size()) return std::nullopt;
            word += text[i];
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

/// A running child program. Its standard input and output are pipes; its standard error is this
/// program's. The child runs in its own process group, so a Ctrl-C at the terminal reaches only this
/// program, which ends its children itself. Destroying the object ends the child: `quit` is sent, the
/// pipe closed, and a child still running 200 ms later is killed with its process group; it is always
/// reaped (no zombie). What it started outside its group (setsid) is ended too while an OrphanReaper
/// lives (Linux).
class ChildProcess {
public:
    /// How a read ended.
    enum class Read { line, timeout, end_of_output, too_long, stopped };

    /// Starts `words[0]` (searched in PATH when it has no '/') with the arguments `words[1..]`; nothing
    /// when it cannot be started, and `error` says why.
    [[nodiscard]] static std::unique_ptr<ChildProcess> start(const std::vector<std::string>& words, std::string& error) {
        if (words.empty()) {
            error = "the command is empty";
            return nullptr;
        }
        int to_child[2];
        int from_child[2];
        if (pipe2(to_child, O_CLOEXEC) != 0) return fail_start(error);
        if (pipe2(from_child, O_CLOEXEC) != 0) {
            close(to_child[0]);
            close(to_child[1]);
            return fail_start(error);
        }
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
        posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
        posix_spawnattr_t attributes;
        posix_spawnattr_init(&attributes);
        posix_spawnattr_setpgroup(&attributes, 0);
        // The child starts with default signal handling, whatever this program ignores (SIGPIPE).
        sigset_t defaults;
        sigemptyset(&defaults);
        sigaddset(&defaults, SIGPIPE);
        sigaddset(&defaults, SIGINT);
        sigaddset(&defaults, SIGTERM);
        posix_spawnattr_setsigdefault(&attributes, &defaults);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
        std::vector<char*> argv;
        for (const auto& w : words) argv.push_back(const_cast<char*>(w.c_str()));
        argv.push_back(nullptr);
        pid_t pid = 0;
        std::string tag;
        const int status = Children::instance().start(
            [&](char* const* envp) { return posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), envp); }, pid, tag);
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
        close(to_child[0]);
        close(from_child[1]);
        if (status != 0) {
            close(to_child[1]);
            close(from_child[0]);
            error = std::strerror(status);
            return nullptr;
        }
        // Writes never block for long (write_line): a child that stops reading must not hang this program.
        fcntl(to_child[1], F_SETFL, fcntl(to_child[1], F_GETFL) | O_NONBLOCK);
        return std::unique_ptr<ChildProcess>(new ChildProcess(pid, std::move(tag), to_child[1], from_child[0]));
    }

    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;
    ~ChildProcess() { end(); }

    /// Writes `line` and a newline; false when the child no longer reads (it ended, closed its input, or
    /// left the pipe full for a second).
    bool write_line(std::string_view line) {
        std::string text(line);
        text += '\n';
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::write(input_, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0 && errno == EAGAIN) {
                // The pipe is full: a child that reads nothing for a second is not listening.
                pollfd fd{input_, POLLOUT, 0};
                if (::poll(&fd, 1, 1000) > 0) continue;
                return false;
            }
            if (n <= 0) return false;
            done += static_cast<std::size_t>(n);
        }
        return true;
    }

    /// Reads the next line (without its line end, a trailing '\r' removed; the last one may have none)
    /// into `line`, waiting until `deadline` at most. Ends early with `stopped` when `stop` becomes true
    /// (checked every 20 ms), with `end_of_output` when the child closed its output (it ended or
    /// crashed), with `too_long` for a line longer than `max_line` bytes.
    Read read_line(std::string& line, std::chrono::steady_clock::time_point deadline,
                   const std::atomic<bool>* stop = nullptr, std::size_t max_line = 1 << 16) {
        using namespace std::chrono;
        for (;;) {
            const std::size_t end = buffer_.find('\n');
            if (end != std::string::npos) {
                line.assign(buffer_, 0, end);
                buffer_.erase(0, end + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return Read::line;
            }
            if (buffer_.size() > max_line) {
                line = buffer_;
                buffer_.clear();
                return Read::too_long;
            }
            if (closed_) {
                if (buffer_.empty()) return Read::end_of_output;
                // The child's last line, ended by its exit rather than a line end ("bestmove e1e3", then
                // exit): read as any line. The end of output comes at the next read.
                buffer_ += '\n';
                continue;
            }
            if (stop && stop->load()) return Read::stopped;
            const auto now = steady_clock::now();
            if (now >= deadline) return Read::timeout;
            const auto wait = std::min<milliseconds>(duration_cast<milliseconds>(deadline - now) + milliseconds(1),
                                                     milliseconds(20));
            pollfd fd{output_, POLLIN, 0};
            const int ready = ::poll(&fd, 1, static_cast<int>(wait.count()));
            if (ready <= 0) continue;  // a timeout slice or EINTR: check the stop flag and the deadline
            char chunk[4096];
            const ssize_t n = ::read(output_, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) closed_ = true;
            else buffer_.append(chunk, static_cast<std::size_t>(n));
        }
    }

    /// Why the child ended, once its output has closed: "exited with status 1", "was killed by signal 11
    /// (Segmentation fault)"; waits for it at most `patience`, then says it closed its output but runs on.
    std::string exit_description(std::chrono::milliseconds patience = std::chrono::milliseconds(500)) {
        if (!ended_) wait_for_exit(patience);
        if (!ended_) return "closed its output";
        if (exit_.si_code == CLD_EXITED) return "exited with status " + std::to_string(exit_.si_status);
        if (exit_.si_code == CLD_KILLED || exit_.si_code == CLD_DUMPED) {
            const int number = exit_.si_status;
            const std::string name = signal_name(number);
            return "was killed by signal " + std::to_string(number) + (name.empty() ? "" : " (" + name + ")");
        }
        return "ended";
    }

    /// Ends the child now (as the destructor does).
    void end() {
        if (input_ >= 0) {
            write_line("quit");
            close(input_);
            input_ = -1;
        }
        if (!ended_) wait_for_exit(std::chrono::milliseconds(200));
        // The whole process group: a child that is a shell script takes its own children with it. The
        // child is reaped only after this, so that its process ID (the group's) cannot have been given to
        // another program meanwhile.
        ::kill(-pid_, SIGKILL);
        if (!reaped_) {
            int status = 0;
            while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
            }
            reaped_ = true;
            // What it left outside its group, when this program adopts orphans (OrphanReaper).
            Children::instance().ended(tag_);
        }
        if (output_ >= 0) {
            close(output_);
            output_ = -1;
        }
    }

private:
    /// The usual signals that end a program, by name (strsignal is not safe in threads).
    static std::string signal_name(int number) {
        switch (number) {
        case SIGSEGV: return "Segmentation fault";
        case SIGABRT: return "Aborted";
        case SIGKILL: return "Killed";
        case SIGTERM: return "Terminated";
        case SIGINT: return "Interrupt";
        case SIGBUS: return "Bus error";
        case SIGFPE: return "Floating point exception";
        case SIGILL: return "Illegal instruction";
        case SIGPIPE: return "Broken pipe";
        default: return {};
        }
    }

    ChildProcess(pid_t pid, std::string tag, int input, int output) : pid_(pid), tag_(std::move(tag)), input_(input), output_(output) {}

    static std::unique_ptr<ChildProcess> fail_start(std::string& error) {
        error = std::strerror(errno);
        return nullptr;
    }

    /// Waits until the child ended, `patience` at most, and keeps how (exit_); it is not reaped yet (end()).
    void wait_for_exit(std::chrono::milliseconds patience) {
        const auto until = std::chrono::steady_clock::now() + patience;
        for (;;) {
            siginfo_t info{};
            const int r = waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
            if (r == 0 && info.si_pid == pid_) {
                exit_ = info;
                ended_ = true;
                return;
            }
            if (r < 0 && errno != EINTR) {  // no such child: nothing to wait for
                ended_ = true;
                return;
            }
            if (std::chrono::steady_clock::now() >= until) return;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }

    pid_t pid_;
    std::string tag_;  ///< its Children tag
    int input_;
    int output_;
    std::string buffer_;
    bool closed_ = false;
    bool ended_ = false;  ///< the child has ended (exit_ says how); a zombie until reaped
    bool reaped_ = false;
    siginfo_t exit_{};
};

}  // namespace common
