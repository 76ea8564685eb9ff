/**
 * The scripts `fds completion bash|zsh|fish` prints. Each is a thin shim: it hands the words typed so far
 * to `fds completion --words -- …` and offers the lines that come back, so the shell never needs a list
 * of commands, flags or values of its own and is never out of date.
 */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const BASH = `# fds completion for bash: add to ~/.bashrc
#   source <(fds completion bash)
_fds_complete() {
  local IFS=$'\\n'
  COMPREPLY=($(fds completion --words -- "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
}
complete -o default -F _fds_complete fds
`;

const ZSH = `#compdef fds
# fds completion for zsh: add to ~/.zshrc (after compinit)
#   source <(fds completion zsh)
_fds() {
  local -a candidates
  candidates=("\${(@f)$(fds completion --words -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  compadd -a candidates
}
compdef _fds fds
`;

const FISH = `# fds completion for fish: save as ~/.config/fish/completions/fds.fish
#   fds completion fish > ~/.config/fish/completions/fds.fish
function __fds_complete
    fds completion --words -- (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null
end
complete -c fds -f -a '(__fds_complete)'
`;

export const completionScripts: Readonly<Record<Shell, string>> = { bash: BASH, zsh: ZSH, fish: FISH };
