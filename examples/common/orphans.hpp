// The processes a child program leaves outside its process group (a child that called setsid, a
// double-forked daemon), which killing the group does not reach: on Linux this program becomes their
// parent when their own parent ends (a child subreaper), and ends them with the child that started them.
#pragma once

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>
#endif

extern char** environ;

namespace common {

/// The environment variable set in every child program ChildProcess starts, and so inherited by what it
/// starts in turn (unless that clears its environment): "PID.N", this program's process ID and the
/// child's number. It tells whose an orphan re-parented to this program is (Children::sweep).
inline constexpr std::string_view child_variable = "GAMETREE_CHILD";

/// The child programs this program started and has not reaped yet, and the orphans they left (Linux;
/// elsewhere only the bookkeeping). One for the program: children are started and ended from several
/// threads (`congo match --concurrency`).
class Children {
public:
    static Children& instance() {
        static Children children;
        return children;
    }

    /// Calls `spawn(envp)` (which starts the child with that environment: this program's, with the
    /// child's own child_variable) and registers the child it started, all under the lock: a sweep must
    /// never see a child before it is registered, or it would take it for an orphan. Returns what
    /// `spawn` returns (0 when it started `pid`); `tag` gets the child's child_variable value.
    template <class Spawn>
    int start(Spawn&& spawn, pid_t& pid, std::string& tag) {
        std::lock_guard lock(mutex_);
        tag = std::to_string(getpid()) + '.' + std::to_string(++started_);
        std::vector<char*> envp;
#ifdef __linux__
        const std::string prefix = std::string(child_variable) + '=';
        for (char** v = environ; *v; ++v)
            if (!std::string_view(*v).starts_with(prefix)) envp.push_back(*v);
        std::string own = prefix + tag;
        envp.push_back(own.data());
#else  // no sweep to tell orphans apart: the environment is left as it is
        for (char** v = environ; *v; ++v) envp.push_back(*v);
#endif
        envp.push_back(nullptr);
        const int status = spawn(envp.data());
        if (status == 0) running_.emplace_back(pid, tag);
        return status;
    }

    /// The child of `tag` has been reaped: the orphans it left are ended (sweep).
    void ended(const std::string& tag) {
        std::lock_guard lock(mutex_);
        std::erase_if(running_, [&](const auto& child) { return child.second == tag; });
        sweep();
    }

    /// Makes this program the subreaper of its descendants (Linux, when /proc lists a task's children;
    /// elsewhere nothing): a process whose parent ends is then re-parented to this program instead of
    /// init, where a sweep finds it. True when it is. Every child of this program that `start` did not
    /// start then counts as an orphan: a program that starts children another way must not call it.
    bool adopt_orphans() {
        std::lock_guard lock(mutex_);
#ifdef __linux__
        if (!adopting_) {
            const std::string children = "/proc/self/task/" + std::to_string(getpid()) + "/children";
            adopting_ = access(children.c_str(), R_OK) == 0 && prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0;
        }
#endif
        return adopting_;
    }

    /// Ends every orphan left (no child runs any more: they are all ended, tagged or not) and stops
    /// adopting orphans.
    void end_orphans() {
        std::lock_guard lock(mutex_);
        sweep();
#ifdef __linux__
        if (adopting_) prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
#endif
        adopting_ = false;
    }

private:
    Children() = default;

    /// Kills and reaps the orphans this program adopted that are known to belong to no running child:
    /// those whose child_variable names a child of this program that has ended, and, when no child runs,
    /// every one (an orphan that cleared or changed its environment cannot be told apart before that:
    /// it could be a running child's helper). Orphans of running children are left alone, but reaped
    /// when they have ended. An orphan's own children come to this program when it dies: the sweep goes
    /// on until it kills nothing more, a second at most. Called under the lock.
    void sweep() {
#ifdef __linux__
        if (!adopting_) return;
        const std::string own = std::to_string(getpid()) + '.';
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(1);
        while (std::chrono::steady_clock::now() < until) {
            std::vector<pid_t> killed;
            for (const pid_t pid : children_of_this_program()) {
                if (std::any_of(running_.begin(), running_.end(), [&](const auto& c) { return c.first == pid; })) continue;
                if (reap(pid, WNOHANG)) {  // it had ended: reaped, whoever it belonged to
                    std::erase(dying_, pid);
                    continue;
                }
                if (std::find(dying_.begin(), dying_.end(), pid) != dying_.end()) continue;  // killed before, not dead yet
                const std::optional<std::string> tag = tag_of(pid);
                const bool owner_ended = tag && tag->starts_with(own)
                                             ? std::none_of(running_.begin(), running_.end(), [&](const auto& c) { return c.second == *tag; })
                                             : running_.empty();
                // The orphan stays this program's child until reaped: its process ID cannot name
                // another process meanwhile.
                if (owner_ended && ::kill(pid, SIGKILL) == 0) killed.push_back(pid);
            }
            if (killed.empty()) return;
            while (!killed.empty() && std::chrono::steady_clock::now() < until) {
                std::erase_if(killed, [](pid_t pid) { return reap(pid, WNOHANG); });
                if (!killed.empty()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            // One that outlives a SIGKILL for a second is in an uninterruptible wait: a later sweep reaps
            // it, without waiting for it again.
            dying_.insert(dying_.end(), killed.begin(), killed.end());
        }
#endif
    }

#ifdef __linux__
    /// Whether `pid` (a child of this program) was reaped now or is gone.
    static bool reap(pid_t pid, int options) {
        int status = 0;
        pid_t r = 0;
        while ((r = waitpid(pid, &status, options)) < 0 && errno == EINTR) {
        }
        return r != 0;
    }

    /// The whole text of a file of /proc; nothing when it cannot be read.
    static std::optional<std::string> read_proc(const std::string& path) {
        const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) return std::nullopt;
        std::string text;
        char chunk[4096];
        for (;;) {
            const ssize_t n = read(fd, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                close(fd);
                if (n < 0) return std::nullopt;
                return text;
            }
            text.append(chunk, static_cast<std::size_t>(n));
        }
    }

    /// The process IDs of this program's children, from every thread's list (a child belongs to the
    /// thread that started it, an adopted orphan to one of them).
    static std::vector<pid_t> children_of_this_program() {
        std::vector<pid_t> children;
        DIR* tasks = opendir("/proc/self/task");
        if (!tasks) return children;
        while (const dirent* task = readdir(tasks)) {
            if (task->d_name[0] == '.') continue;
            // A thread that ended meanwhile has no file: its children went to another thread, and a
            // later sweep sees them.
            const auto list = read_proc(std::string("/proc/self/task/") + task->d_name + "/children");
            if (!list) continue;
            const char* p = list->c_str();
            for (char* end = nullptr;; p = end) {
                const long pid = std::strtol(p, &end, 10);
                if (end == p) break;
                children.push_back(static_cast<pid_t>(pid));
            }
        }
        closedir(tasks);
        return children;
    }

    /// The child_variable value in the environment `pid` was started with; nothing when it has none or
    /// its environment cannot be read (a zombie, a process that changed its credentials).
    static std::optional<std::string> tag_of(pid_t pid) {
        const auto environment = read_proc("/proc/" + std::to_string(pid) + "/environ");
        if (!environment) return std::nullopt;
        const std::string prefix = std::string(child_variable) + '=';
        for (std::size_t at = 0; at < environment->size();) {
            const std::size_t end = std::min(environment->find('\0', at), environment->size());
            const std::string_view entry(environment->data() + at, end - at);
            if (entry.starts_with(prefix)) return std::string(entry.substr(prefix.size()));
            at = end + 1;
        }
        return std::nullopt;
    }
#endif

    std::mutex mutex_;
    std::vector<std::pair<pid_t, std::string>> running_;  ///< the children started and not reaped, with their tags
    std::vector<pid_t> dying_;  ///< orphans killed that had not ended a second later
    unsigned long started_ = 0;
    bool adopting_ = false;  ///< this program is its descendants' subreaper
};

/// While it lives, this program adopts the orphans of its descendants (Children::adopt_orphans); when it
/// is destroyed, once every ChildProcess has ended, the orphans left are ended too.
class OrphanReaper {
public:
    OrphanReaper() { Children::instance().adopt_orphans(); }
    OrphanReaper(const OrphanReaper&) = delete;
    OrphanReaper& operator=(const OrphanReaper&) = delete;
    ~OrphanReaper() { Children::instance().end_orphans(); }
};

}  // namespace common
